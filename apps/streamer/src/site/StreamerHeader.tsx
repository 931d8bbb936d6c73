import { Crest } from '@club/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { scrollToSection } from './scrollToSection';
import { sectionLinks, serviceName, tagline } from './site';
import * as styles from './StreamerHeader.css';

export interface StreamerHeaderProps {
  /** The account's profile button ('Log In' / 'Profile'), from @club/auth. */
  profile?: ReactNode;
}

/**
 * SPEC 2.4: the streamer's tagline and its header of anchor links to the home page's sections. The
 * links are plain `/#id` anchors, so they work before and without JavaScript; once hydrated they scroll
 * in 400 ms to 80 px above the section and move focus to its heading.
 */
export function StreamerHeader({ profile }: StreamerHeaderProps) {
  const onHome = useRouterState({ select: (state) => state.location.pathname === '/' });

  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!onHome || !section || modified) return;
    event.preventDefault();
    // Keeps the router's history entry and only records the section, so the address can be shared.
    window.history.replaceState(window.history.state, '', `#${id}`);
    scrollToSection(section);
  };

  return (
    <>
      <p className={styles.tagline}>{tagline}</p>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to="/" className={styles.brand}>
            <Crest size="standard" />
            <span className={styles.title}>{serviceName}</span>
          </Link>
          <nav aria-label="Sections" className={styles.nav}>
            <ul className={styles.list}>
              {sectionLinks.map(({ id, label }) => (
                <li key={id}>
                  <a href={`/#${id}`} className={styles.link} onClick={(event) => onSectionClick(event, id)}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {profile ? <div className={styles.profile}>{profile}</div> : null}
        </div>
      </header>
    </>
  );
}
