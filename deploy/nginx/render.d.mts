// Types of render.mjs for the server's proxy test.
export function renderNginx(options: {
  serverName: string;
  ports: (string | number)[];
  upstreamHost?: string;
  certificate: string;
  certificateKey: string;
  webDist: string;
  /** nginx's cache of the owner's pictures (/var/lib/nginx/boucherie-pictures by default). */
  pictureCache?: string;
  httpListen?: string;
  httpsListen?: string;
  /** The access log's file (/var/log/nginx/boucherie.access.log by default). */
  accessLog?: string;
}): string;
