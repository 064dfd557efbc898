import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PinInput } from './pin-input';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PinInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
        length={6}
        label="Wallet PIN"
        boxLabel={(i) => `PIN digit ${i + 1} of 6`}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`PIN digit ${n} of 6`) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('PinInput', () => {
  it('is a group of six one-digit boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Wallet PIN' })).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
  });

  it('typing fills one box at a time and moves focus on', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('1234');
    expect(value()).toBe('1234');
    expect(box(1)).toHaveValue('1');
    expect(box(4)).toHaveValue('4');
    expect(box(5)).toHaveFocus();
    await user.keyboard('56');
    expect(value()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(box(1));
    await user.keyboard('a- 7');
    expect(value()).toBe('7');
    expect(box(2)).toHaveFocus();
  });

  it('Backspace clears the box, then moves back and clears the one before', async () => {
    render(<Harness initial="123" />);
    const user = userEvent.setup();
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('pasting fills every box (digits only, at most six) and focuses the next empty one', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 98-76 54 32 ' } });
    expect(value()).toBe('987654');
    for (const [n, d] of [
      [1, '9'],
      [2, '8'],
      [3, '7'],
      [4, '6'],
      [5, '5'],
      [6, '4'],
    ] as const)
      expect(box(n)).toHaveValue(d);
    fireEvent.paste(box(3), { clipboardData: { getData: () => '12' } });
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'abc' } });
    expect(value()).toBe('12');
  });

  it('focusing a box past the first empty one goes to the first empty one', async () => {
    render(<Harness initial="1" />);
    await userEvent.setup().click(box(5));
    expect(box(2)).toHaveFocus();
  });

  it('the arrow keys move between boxes', async () => {
    render(<Harness initial="123456" />);
    const user = userEvent.setup();
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('9');
    expect(value()).toBe('123956');
  });
});
