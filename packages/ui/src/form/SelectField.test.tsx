import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField.js';

describe('SelectField', () => {
  it('is a native select by default: an empty first choice, labelled choices, the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <SelectField<'' | 'Main Fund' | 'Growth Fund'>
        label="Fund"
        value=""
        emptyLabel="None"
        options={[{ value: 'Main Fund', label: '✅ Main Fund' }, 'Growth Fund']}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Fund' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', '✅ Main Fund', 'Growth Fund']);
    await userEvent.selectOptions(select, '✅ Main Fund');
    expect(onChange).toHaveBeenCalledWith('Main Fund');
  });

  it("with `menu`, MUI's listbox: the choice picked becomes the value", async () => {
    function Picker() {
      const [value, setValue] = useState<'Beginner' | 'Advanced'>('Beginner');
      return (
        <SelectField menu label="Difficulty" value={value} options={['Beginner', 'Advanced']} onChange={setValue} />
      );
    }
    const user = userEvent.setup();
    render(<Picker />);
    const combobox = screen.getByRole('combobox', { name: 'Difficulty' });
    expect(combobox.tagName).not.toBe('SELECT');
    await user.click(combobox);
    await user.click(await screen.findByRole('option', { name: 'Advanced' }));
    expect(screen.getByRole('combobox', { name: 'Difficulty' }).textContent).toBe('Advanced');
  });
});
