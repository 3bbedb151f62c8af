import type { MembershipStatus } from '@retoma/api-client';
import { StatusChip, type BadgeTone } from '@retoma/ui';
import { useTeamT, type TeamKey } from '../messages';

const LOOK: Record<MembershipStatus, { label: TeamKey; tone: BadgeTone }> = {
  active: { label: 'team.status.active', tone: 'success' },
  pending: { label: 'team.status.pending', tone: 'warning' },
  inactive: { label: 'team.status.inactive', tone: 'neutral' },
};

/** A membership's status: active, invitation pending, inactive. */
export function MemberStatus({ status }: { status: MembershipStatus }) {
  const t = useTeamT();
  return <StatusChip tone={LOOK[status].tone}>{t(LOOK[status].label)}</StatusChip>;
}
