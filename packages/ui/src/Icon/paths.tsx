import type { ReactElement } from 'react';
import type { IconName } from './iconNames';

// Drawn on a 24px grid with a 2px round stroke (set on the <svg>); solid marks opt out with `solid`.
const solid = { fill: 'currentColor', stroke: 'none' } as const;

// A Record, not a partial map: adding a name to `iconNames` fails type-checking until it is drawn.
export const iconPaths: Record<IconName, ReactElement> = {
  Account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  Article: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h4" />
    </>
  ),
  Attendance: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14c2.6.3 4.5 2.8 4.5 6" />
    </>
  ),
  Audio: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="7" rx="1.5" />
      <rect x="17" y="14" width="4" height="7" rx="1.5" />
    </>
  ),
  Ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8l3.8 2.8-1.5 4.4H9.7L8.2 10.8z" />
      <path d="M12 3v5M15.8 10.8l4.6-1.6M14.3 15.2l2.9 4M9.7 15.2l-2.9 4M8.2 10.8 3.6 9.2" />
    </>
  ),
  Basket: (
    <>
      <path d="M3 10h18l-2 10H5z" />
      <path d="M7.5 10 12 4l4.5 6M9.5 14v3M14.5 14v3" />
    </>
  ),
  Burger: <path d="M4 6h16M4 12h16M4 18h16" />,
  Calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  Camera: (
    <>
      <path d="M3 8a1 1 0 0 1 1-1h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <circle cx="12" cy="13" r="4" />
    </>
  ),
  Chevron: <path d="m9 5 7 7-7 7" />,
  Close: <path d="M6 6l12 12M18 6 6 18" />,
  CopyLink: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  Download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  Email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  ExternalLink: (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </>
  ),
  Eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  EyeOff: (
    <>
      <path d="M10.6 5.6A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.5 7.1A15.6 15.6 0 0 0 2.5 12S6 18.5 12 18.5c1.8 0 3.3-.5 4.6-1.3" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </>
  ),
  Facebook: (
    <path
      {...solid}
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4c-2.3 0-3.9 1.4-3.9 4v2.5H8v3h2.5V21z"
    />
  ),
  Hospitality: (
    <>
      <path d="M3 18h18M5 18a7 7 0 0 1 14 0" />
      <path d="M12 11V8M10 8h4" />
    </>
  ),
  Info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6" />
      <circle {...solid} cx="12" cy="7.5" r="1.25" />
    </>
  ),
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle {...solid} cx="17.5" cy="6.5" r="1.25" />
    </>
  ),
  Lineups: (
    <>
      <circle {...solid} cx="5" cy="6" r="1.5" />
      <circle {...solid} cx="5" cy="12" r="1.5" />
      <circle {...solid} cx="5" cy="18" r="1.5" />
      <path d="M9 6h11M9 12h11M9 18h11" />
    </>
  ),
  Linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M12 17v-6.5M12 13.5c0-1.8 1-3 2.5-3s2.5 1.2 2.5 3V17" />
      <circle {...solid} cx="8" cy="7.5" r="1.25" />
    </>
  ),
  Live: (
    <>
      <circle {...solid} cx="12" cy="12" r="2.5" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  Location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  Lock: (
    <>
      <rect x="5" y="10" width="14" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14.5v2" />
    </>
  ),
  Match: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="1.5" />
      <path d="M12 5v14M2 9.5h3v5H2M22 9.5h-3v5h3" />
      <circle cx="12" cy="12" r="2.5" />
    </>
  ),
  Pause: (
    <>
      <rect {...solid} x="6" y="5" width="4" height="14" rx="1" />
      <rect {...solid} x="14" y="5" width="4" height="14" rx="1" />
    </>
  ),
  Phone: (
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  Play: <path fill="currentColor" d="M7.5 4.8v14.4a.8.8 0 0 0 1.2.7l11.5-7.2a.8.8 0 0 0 0-1.4L8.7 4.1a.8.8 0 0 0-1.2.7z" />,
  Player: (
    <>
      <circle cx="12" cy="4.5" r="2.5" />
      <path d="M6 10.5 12 8l6 2.5M12 8v6.5l-3 6.5M12 14.5l3 6.5" />
    </>
  ),
  Search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  Share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.6M8.2 13.2l7.6 4.6" />
    </>
  ),
  Shirt: (
    <path d="M8.5 3 3 6l2 5 3-1.5V21h8V9.5l3 1.5 2-5-5.5-3c-.4 1.5-1.8 2.5-3.5 2.5S8.9 4.5 8.5 3z" />
  ),
  SignIn: (
    <>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M4 12h11M11 8l4 4-4 4" />
    </>
  ),
  Tick: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  Tickets: (
    <>
      <path d="M4 6h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V7a1 1 0 0 1 1-1z" />
      <path d="M15 7v2M15 11v2M15 15v2" />
    </>
  ),
  Video: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </>
  ),
  Volume: (
    <>
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </>
  ),
  X: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="m20 4-6.8 7.4M4 20l6.8-7.4" />
    </>
  ),
  Youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path {...solid} d="M10 9v6l5-3z" />
    </>
  ),
};
