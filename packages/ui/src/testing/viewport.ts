/**
 * Width of the happy-dom window, which MUI's useMediaQuery reads: >= 1200 px is the `lg`
 * breakpoint (tabs, tables), below it cards and stacked sections, below 600 px a phone.
 */
export function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height: 900,
  });
}
