// Draws the brand's bitmaps from its SVG mark (apps/web/public/images/logo.svg) in headless Chromium:
// the social preview that sharing sites read (og-image.png, 1200 × 630) and the phone home-screen icon
// (apple-touch-icon.png, 180 × 180). Run after changing the mark, and commit the output:
//   npx tsx scripts/render-brand-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'apps/web/public');
const mark = fs.readFileSync(path.join(publicDir, 'images/logo.svg'), 'utf8');
const sized = (size: number) => mark.replace('<svg ', `<svg width="${size}" height="${size}" `);

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

const socialPreview = `<!doctype html><html lang="fr"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;display:flex;align-items:center;gap:56px;padding:0 80px;
  background:#F7F2E6;font-family:${FONT};border-bottom:24px solid #1F5F3B">
  ${sized(300)}
  <div style="display:flex;flex-direction:column;gap:22px;color:#1F2937;white-space:nowrap">
    <div style="font-size:88px;font-weight:700;color:#1F5F3B;line-height:1">Maison Thirion</div>
    <div style="font-size:42px;font-weight:700">Boucherie-charcuterie en Moselle</div>
    <div style="font-size:32px;line-height:1.35;color:#374151">Commandez en ligne&#8239;:<br>retrait en boutique ou livraison</div>
  </div>
</div></body></html>`;

const touchIcon = `<!doctype html><html><body style="margin:0">${sized(180).replace('rx="14"', 'rx="0"')}</body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const [html, width, height, file] of [
    [socialPreview, 1200, 630, 'images/og-image.png'],
    // iOS rounds the corners itself: the square is filled to its edges.
    [touchIcon, 180, 180, 'apple-touch-icon.png'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.screenshot({ path: path.join(publicDir, file), clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`wrote apps/web/public/${file}`);
  }
} finally {
  await browser.close();
}
