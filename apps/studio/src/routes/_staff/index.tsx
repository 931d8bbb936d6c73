import { createFileRoute, redirect } from '@tanstack/react-router';
import { canUse } from '../../studio/desks';
import { siteName } from '../../studio/site';
import { DesksHome } from '../-components/DesksHome';

/** The studio's front door: the newsroom for those who write, else what is on its way for their roles. */
export const Route = createFileRoute('/_staff/')({
  beforeLoad: ({ context }) => {
    if (context.access.state === 'staff' && canUse(context.access.session.roles, 'newsroom')) {
      throw redirect({ to: '/news', replace: true });
    }
    if (context.access.state === 'staff' && canUse(context.access.session.roles, 'matchday')) throw redirect({ to: '/matchday', replace: true });
  },
  head: () => ({ meta: [{ title: siteName }] }),
  component: DesksHome,
});
