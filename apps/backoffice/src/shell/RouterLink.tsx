import type { RenderLink } from '@retoma/ui';
import { Link } from 'react-router-dom';

/** The kit's navigation components render the router's own link (client-side navigation, real `<a href>`). */
export const renderRouterLink: RenderLink = ({ href, ref, ...props }) => <Link to={href} ref={ref} {...props} />;
