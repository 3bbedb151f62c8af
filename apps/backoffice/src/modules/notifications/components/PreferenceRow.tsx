import type { NotificationChannel } from '@retoma/api-client';
import { Switch } from '@retoma/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { CHANNELS } from '../lib/preferenceGroups';
import { notificationsMessages } from '../messages';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-block-start: 0;
    padding-block-start: 0;
  }
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;
const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
`;

export interface PreferenceRowProps {
  label: string;
  hint: string;
  channels: readonly NotificationChannel[];
  onToggle: (channel: NotificationChannel, on: boolean) => void;
}

/** One event: its name, when it arrives, and a switch per channel (saved as soon as it moves). */
export function PreferenceRow({ label, hint, channels, onToggle }: PreferenceRowProps) {
  const t = useT(notificationsMessages);
  const hintId = useId();
  return (
    <Row>
      <Text>
        <strong>{label}</strong>
        <p id={hintId}>{hint}</p>
      </Text>
      <Switches>
        {CHANNELS.map(({ channel, label: channelLabel }) => (
          <Switch
            key={channel}
            aria-label={t('notifications.preferences.toggle', { channel: t(channelLabel), event: label })}
            aria-describedby={hintId}
            isSelected={channels.includes(channel)}
            onChange={(on) => onToggle(channel, on)}
          >
            {t(channelLabel)}
          </Switch>
        ))}
      </Switches>
    </Row>
  );
}
