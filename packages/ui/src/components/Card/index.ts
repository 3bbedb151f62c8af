export { Card, type CardProps, type CardVariant, type CardHeadingLevel } from './Card';
