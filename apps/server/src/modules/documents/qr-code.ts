import bwipjs from 'bwip-js';
import type { Pdf } from './pdf-document.js';

/** What the ticket's QR code holds: the order number alone, as the counter's scanner types it. */
export function qrCodeOptions(orderNumber: string) {
  return { bcid: 'qrcode', text: orderNumber, eclevel: 'M' } as const;
}

/**
 * Draws a QR code as vector squares (sharp on any label printer, no picture to embed), from bwip-js's
 * module matrix; `size` is the side in points, the quiet zone included.
 */
/** `content`: the order number (the counter's scanner), or a lot page's address (issue 39). */
export function drawQrCode(doc: Pdf, content: string, x: number, y: number, size: number) {
  const [symbol] = bwipjs.raw(qrCodeOptions(content)) as { pixs: number[]; pixx: number; pixy: number }[];
  if (!symbol) throw new Error('bwip-js drew no QR code');
  const quiet = 4;
  const module = size / (symbol.pixx + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < symbol.pixy; row++) {
    // One rectangle per run of dark modules: fewer operators, no hairline seams between squares.
    let start = -1;
    for (let col = 0; col <= symbol.pixx; col++) {
      const dark = col < symbol.pixx && symbol.pixs[row * symbol.pixx + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + (quiet + start) * module, y + (quiet + row) * module, (col - start) * module, module);
        start = -1;
      }
    }
  }
  doc.fill().restore();
}
