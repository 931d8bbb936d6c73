import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { SiteLock } from './SiteLock';

const isPasswordCorrect = async (value: string) => value === 'quayside';

function renderLock(onEnter = vi.fn()) {
  render(
    <SiteLock
      clubName="Brackwater Blues FC"
      heading="Coming soon"
      description="The new Brackwater Blues site opens soon. Enter the password to preview it."
      isPasswordCorrect={isPasswordCorrect}
      onEnter={onEnter}
    />,
  );
  return onEnter;
}

describe('SiteLock', () => {
  it('should show the logo, heading, description and a password field, and no entry button', () => {
    renderLock();
    expect(screen.getByRole('img', { name: 'Brackwater Blues FC' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByText(/Enter the password to preview it/)).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter' })).toBeNull();
  });

  it('should keep the button hidden while the password is wrong', async () => {
    const onEnter = renderLock();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'quaysid{Enter}');
    expect(screen.queryByRole('button', { name: 'Enter' })).toBeNull();
    expect(onEnter).not.toHaveBeenCalled();
  });

  it('should show the entry button once the password matches, and enter from it', async () => {
    const onEnter = renderLock();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'quayside');
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('should enter on the Enter key once the password matches', async () => {
    const onEnter = renderLock();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'quayside');
    await screen.findByRole('button', { name: 'Enter' });
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('should have no axe violations, locked and unlocked', async () => {
    renderLock();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.setup().type(screen.getByLabelText('Password'), 'quayside');
    await screen.findByRole('button', { name: 'Enter' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
