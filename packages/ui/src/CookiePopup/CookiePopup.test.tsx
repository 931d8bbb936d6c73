import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../private/testing/axe';
import { TextLink } from '../TextLink/TextLink';
import { CookiePopup } from './CookiePopup';

function Popup(props: { onAcceptAll?: () => void; onEssentialOnly?: () => void; open?: boolean }) {
  return (
    <CookiePopup open={props.open ?? true} onAcceptAll={props.onAcceptAll ?? (() => {})} onEssentialOnly={props.onEssentialOnly ?? (() => {})}>
      We use cookies to run the site and, with your consent, to understand how it is used.{' '}
      <TextLink href="/help-info/cookies-policy">Cookies Policy</TextLink>
    </CookiePopup>
  );
}

describe('CookiePopup', () => {
  it('should be a region named by its heading, with its body and a policy link', () => {
    render(<Popup />);
    const region = screen.getByRole('region', { name: 'We use cookies' });
    expect(within(region).getByRole('heading', { level: 2, name: 'We use cookies' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Cookies Policy' })).toBeTruthy();
  });

  it("should call onAcceptAll from 'Accept All Cookies'", async () => {
    const onAcceptAll = vi.fn();
    const onEssentialOnly = vi.fn();
    render(<Popup onAcceptAll={onAcceptAll} onEssentialOnly={onEssentialOnly} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    expect(onEssentialOnly).not.toHaveBeenCalled();
  });

  it("should call onEssentialOnly from 'Only Essential'", async () => {
    const onAcceptAll = vi.fn();
    const onEssentialOnly = vi.fn();
    render(<Popup onAcceptAll={onAcceptAll} onEssentialOnly={onEssentialOnly} />);
    await userEvent.click(screen.getByRole('button', { name: 'Only Essential' }));
    expect(onEssentialOnly).toHaveBeenCalledTimes(1);
    expect(onAcceptAll).not.toHaveBeenCalled();
  });

  it('should take another heading', () => {
    render(
      <CookiePopup open heading="Cookies on Blues Live" onAcceptAll={() => {}} onEssentialOnly={() => {}}>
        Body
      </CookiePopup>,
    );
    expect(screen.getByRole('region', { name: 'Cookies on Blues Live' })).toBeTruthy();
  });

  it('should render nothing once the fan has chosen', () => {
    render(<Popup open={false} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Popup />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
