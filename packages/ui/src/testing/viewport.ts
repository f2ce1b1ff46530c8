/**
 * Width of the happy-dom window, which MUI's useMediaQuery reads: >= 1200 px is the `lg`
 * breakpoint (tabs, tables), below it cards and stacked sections, below 600 px a phone.
 * The kit's setup puts it back to happy-dom's 1024 x 768 after each test.
 */
export function setViewportWidth(width: number, height = 900) {
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height });
}

export const SCREEN_WIDTHS = { large: 1400, small: 900, phone: 390 } as const;

/** 'large' (1400 px) is at the lg breakpoint, 'small' (900 px) below it, 'phone' (390 px) also below sm. */
export function setScreen(size: keyof typeof SCREEN_WIDTHS) {
  setViewportWidth(SCREEN_WIDTHS[size]);
}
