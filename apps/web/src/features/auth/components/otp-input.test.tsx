import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({ length }: { length: number }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider env="test">
      <OtpInput length={length} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

const box = (n: number, of: number) => screen.getByLabelText(`OTP digit ${n} of ${of}`);

describe('OtpInput', () => {
  it('draws one box per digit', () => {
    render(<Harness length={5} />);
    expect(screen.getAllByLabelText(/OTP digit \d of 5/)).toHaveLength(5);
  });

  it('moves to the next box as each digit is typed', async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(box(1, 4));
    await user.keyboard('1');
    expect(box(2, 4)).toHaveFocus();
    await user.keyboard('23');
    expect(box(4, 4)).toHaveFocus();
    await user.keyboard('4');
    expect(screen.getByTestId('value')).toHaveTextContent('1234');
  });

  it('goes back to the previous box on Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(box(1, 4));
    await user.keyboard('12');
    expect(box(3, 4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2, 4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1, 4)).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^1?$/);
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness length={4} />);
    await user.click(box(1, 4));
    await user.keyboard('a');
    expect(box(1, 4)).toHaveValue('');
    expect(box(1, 4)).toHaveFocus();
  });
});
