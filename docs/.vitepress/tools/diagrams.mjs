// Draws every docs/diagrams/NAME.mmd (Mermaid text, committed) into docs/public/diagrams/NAME.svg
// (generated, ignored by git), which the pages show as /diagrams/NAME.svg. Mermaid lays a diagram
// out with the browser's own text measurement, so it runs inside the machine's Chromium; the
// pages then serve plain SVG files and run no Mermaid code. Fails, naming the file and Mermaid's
// message, on a diagram that does not parse, and on one whose text a reader could not read on its
// page: a page shows a diagram at most COLUMN px wide, scaled down whole, so a diagram drawn wide
// shows its text small (lay it out top to bottom, or shorten its labels).
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './chromium.mjs';

const docs = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sources = join(docs, 'diagrams');
const out = join(docs, 'public', 'diagrams');
const mermaid = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
/** The width of a page's text column in the browser test's 1280 px window, sidebar and outline shown. */
const COLUMN = 624;
/** The smallest text, in px at that width, that a diagram may show (a sequence diagram's step numbers aside). */
const SMALLEST_TEXT = 9;

const names = (await readdir(sources)).filter((f) => f.endsWith('.mmd')).sort();
if (names.length === 0) {
  throw new Error(`no .mmd files in ${sources}`);
}
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const problems = [];
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: mermaid });
  await page.evaluate(() => window.mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    deterministicIds: true,
    theme: 'neutral',
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    htmlLabels: false, // text as SVG <text>, which an <img> shows the same everywhere
    flowchart: { htmlLabels: false, wrappingWidth: 260 },
  }));
  for (const name of names) {
    const text = await readFile(join(sources, name), 'utf8');
    const id = name.replace(/\.mmd$/, '');
    let svg;
    try {
      svg = await page.evaluate(async ([id, text]) => (await window.mermaid.render(id, text)).svg, [id, text]);
    } catch (e) {
      throw new Error(`docs/diagrams/${name} does not draw: ${e.message}`);
    }
    const { width, font } = await page.evaluate((svg) => {
      document.body.innerHTML = svg;
      const drawn = document.querySelector('svg');
      const sizes = [...drawn.querySelectorAll('text, tspan')]
        .filter((t) => t.textContent.trim() !== '' && !t.closest('.sequenceNumber'))
        .map((t) => parseFloat(getComputedStyle(t).fontSize));
      return { width: drawn.viewBox.baseVal.width, font: Math.min(...sizes) };
    }, svg);
    const shown = font * Math.min(1, COLUMN / width);
    if (shown < SMALLEST_TEXT) {
      problems.push(`docs/diagrams/${name} is drawn ${Math.round(width)} px wide, so its ${font} px text shows at`
        + ` ${shown.toFixed(1)} px on its page (${COLUMN} px wide), under ${SMALLEST_TEXT} px: lay it out top to`
        + ' bottom, or shorten its labels');
    }
    await writeFile(join(out, `${id}.svg`), svg);
    console.log(`diagrams: docs/diagrams/${name} -> docs/public/diagrams/${id}.svg (${svg.length} bytes,`
      + ` ${Math.round(width)} px wide, text at ${shown.toFixed(1)} px on its page)`);
  }
} finally {
  await browser.close();
}
if (problems.length > 0) {
  throw new Error(`diagrams a reader cannot read:\n  ${problems.join('\n  ')}`);
}
