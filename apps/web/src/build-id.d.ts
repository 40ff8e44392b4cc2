/** The id of the build this code belongs to (vite.config.ts `define`), compared with /version.json. */
declare const __BUILD_ID__: string;
