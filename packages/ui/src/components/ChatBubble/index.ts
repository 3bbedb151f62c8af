export { ChatBubble, type ChatBubbleProps } from './ChatBubble';
