import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminMenu } from './AdminMenu.js';

describe('<AdminMenu/>', () => {
  it("opens a menu whose 'Download backup' entry links to the streamed archive as a download", () => {
    render(<AdminMenu />);
    const button = screen.getByRole('button', { name: 'Admin menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const entry = screen.getByRole('menuitem', { name: 'Download backup' });
    expect(entry.getAttribute('href')).toBe('/api/backup');
    expect(entry.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(button.id);
  });
});
