// Types of chromium.mjs for the browser tests' configuration.
export const chromiumPath: string;
export const chromiumArgs: string[];
