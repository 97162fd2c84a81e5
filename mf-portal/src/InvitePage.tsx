import type { BusUser } from '@news/contracts/busEvents';
import { invitationTokenSchema } from '@news/contracts/sellApi';
import { useLocation } from 'react-router-dom';
import { AcceptInvitation } from './AcceptInvitation';
import { InviteFriends } from './InviteFriends';

/**
 * /order/invite: with the link of an invitation mail (`?einladung=`) the friend accepts it; without one a plus
 * reader invites friends.
 */
export function InvitePage({ user }: { user: BusUser }) {
  const param = new URLSearchParams(useLocation().search).get('einladung');
  if (param === null) return <InviteFriends />;
  const token = invitationTokenSchema.safeParse(param);
  if (!token.success)
    return (
      <p className="pt-form-error" role="alert">
        Dieser Einladungslink ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail vollständig.
      </p>
    );
  return <AcceptInvitation token={token.data} email={user.email} />;
}
