// Types of scripts/storybook-static.mjs, for the end-to-end tests that serve the built Storybook.
export declare const STORYBOOK_DIR: string;
export declare function prepareStorybook(dir?: string): void;
export declare function storybookPolicy(nonce: string, page: string): string;
export declare function serveStorybook(dir?: string, port?: number): Promise<{ url: string; close: () => Promise<unknown> }>;
