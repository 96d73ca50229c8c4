import { signUpMessages } from '@care/contracts/auth/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { StageForm } from './stage-modal';

const lmpPicker = () => screen.queryByRole('button', { name: 'Last menstrual period' });

describe('Your Stage', () => {
  it('shows the LMP picker only for "I am pregnant"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StageForm initialStage={null} initialLmp={null} onSave={vi.fn()} />);
    expect(lmpPicker()).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'I am trying to get pregnant' }));
    expect(lmpPicker()).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'I am pregnant' }));
    expect(lmpPicker()).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'I have become a mother' }));
    expect(lmpPicker()).toBeNull();
  });

  it('keeps one tile selected at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StageForm initialStage={null} initialLmp={null} onSave={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'I am trying to get pregnant' }));
    await user.click(screen.getByRole('radio', { name: 'I am pregnant' }));
    const checked = screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true');
    expect(checked.map((r) => r.textContent)).toEqual(['\u2740I am pregnant']);
  });

  it('asks for the stage, then for the LMP date of a pregnancy', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StageForm initialStage={null} initialLmp={null} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(signUpMessages.stageRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'I am pregnant' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(signUpMessages.lmpRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'I have become a mother' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ stage: 'become a mother', lmp: null });
  });
});
