import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNoModal } from './whenNoModal';

/** MutationObserver's callbacks run as a microtask after the change. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('whenNoModal', () => {
  it('should run at once when no modal dialog is open', () => {
    const run = vi.fn();
    whenNoModal(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should wait while a modal dialog is open and run once the last one has gone', async () => {
    const video = Object.assign(document.createElement('div'), { role: 'dialog' });
    video.setAttribute('aria-modal', 'true');
    const prompt = video.cloneNode() as HTMLElement;
    document.body.append(video, prompt);
    const run = vi.fn();
    whenNoModal(run);
    document.body.append(document.createElement('p'));
    await observed();
    expect(run).not.toHaveBeenCalled();
    video.remove();
    await observed();
    expect(run).not.toHaveBeenCalled();
    prompt.setAttribute('aria-modal', 'false');
    await observed();
    expect(run).toHaveBeenCalledTimes(1);
    document.body.append(video);
    video.remove();
    await observed();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should not run once cancelled', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    const run = vi.fn();
    const cancel = whenNoModal(run);
    cancel();
    dialog.remove();
    await observed();
    expect(run).not.toHaveBeenCalled();
  });
});
