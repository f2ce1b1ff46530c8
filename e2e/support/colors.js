// Colour checks on computed styles: is a surface dark, and is text readable on it (WCAG contrast).

/** @param {string} css e.g. 'rgb(18, 18, 18)' or 'rgba(0, 0, 0, 0.87)' @returns {[number, number, number, number]} */
function parseRgb(css) {
  const match = /rgba?\(([^)]+)\)/.exec(css);
  if (!match?.[1]) throw new Error(`not an rgb() colour: ${css}`);
  const [r = 0, g = 0, b = 0, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

/** WCAG relative luminance, 0 (black) to 1 (white). @param {string} css */
function luminance(css) {
  const [r, g, b] = parseRgb(css).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** @param {string} css */
export const isDark = (css) => luminance(css) < 0.2;

/** WCAG contrast ratio of two opaque colours. @param {string} a @param {string} b */
export function contrastRatio(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** A translucent colour over an opaque background, as the eye sees it. @param {string} fg @param {string} bg */
export function blend(fg, bg) {
  const [fr, fg2, fb, alpha] = parseRgb(fg);
  const [br, bg2, bb] = parseRgb(bg);
  const mix = (/** @type {number} */ f, /** @type {number} */ b) => Math.round(f * alpha + b * (1 - alpha));
  return `rgb(${mix(fr, br)}, ${mix(fg2, bg2)}, ${mix(fb, bb)})`;
}
