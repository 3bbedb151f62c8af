// The booking page's own checks, what it imports of the schemas: a dynamic import of the whole schemas entry would
// take every schema of the app along (the bundler cannot leave out what a module namespace might be asked for).
export { bookingInput } from '@retoma/api-client/schemas';
