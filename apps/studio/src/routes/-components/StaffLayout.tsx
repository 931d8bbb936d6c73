import type { StudioSession } from '@club/api-client';
import { Button, Logo, SkipLink } from '@club/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { desksFor, roleLabels } from '../../studio/desks';
import { useSignOut } from '../../studio/useSignOut';
import * as styles from './StaffLayout.css';

/**
 * The studio's frame: who is signed in and as what, sign-out, and the desks their roles open.
 */
export function StaffLayout({ session, children }: { session: StudioSession; children: ReactNode }) {
  const { status, signOut } = useSignOut();
  const desks = desksFor(session.roles);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.brand}>
          <Logo href="/" size="small" />
          <span className={styles.studioName}>Studio</span>
        </div>
        <div className={styles.account}>
          <p className={styles.who}>
            <span className={styles.name}>{session.name}</span>
            <span className={styles.roles}>{session.roles.map((role) => roleLabels[role]).join(', ')}</span>
          </p>
          <Button variant="ghost-light" size="small" onClick={signOut} aria-disabled={status === 'signingOut' || undefined}>
            {status === 'signingOut' ? 'Signing out…' : 'Sign out'}
          </Button>
          {status === 'failed' && (
            <p className={styles.signOutError} role="alert">
              Signing out did not work. Try again.
            </p>
          )}
        </div>
      </header>
      <nav className={styles.nav} aria-label="Desks">
        <ul className={styles.deskList}>
          {desks.map((desk) => (
            <li key={desk.id}>
              <Link to={desk.href} className={styles.deskLink} activeProps={{ 'aria-current': 'page' }}>
                {desk.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main} id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
