import { ApiError, ForbiddenError } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner } from '@retoma/ui';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { PreferenceRow } from '../components/PreferenceRow';
import { useNotificationPreferences } from '../hooks/useNotificationPreferences';
import { PREFERENCE_GROUPS } from '../lib/preferenceGroups';
import { notificationsMessages } from '../messages';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 960px;
`;
const Events = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * `configuracoes/notificacoes`: the person's own channels for every notice the server has, grouped by what it is
 * about, each explained in one line, with a switch per channel that saves at once.
 */
export default function NotificationPreferencesScreen() {
  const t = useT(notificationsMessages);
  const preferences = useNotificationPreferences();

  if (preferences.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (preferences.error)
      return (
        <Alert tone="danger" title={t('notifications.preferences.loadError')}>
          <p>{preferences.error instanceof ApiError ? preferences.error.message : null}</p>
          <Button variant="secondary" size="sm" onPress={preferences.retry}>
            {t('notifications.retry')}
          </Button>
        </Alert>
      );
    const data = preferences.data;
    if (!data) return <Spinner label={t('notifications.preferences.loading')} showLabel />;
    // Only the events the server answers: a group without any of them is left out.
    const groups = PREFERENCE_GROUPS.map((group) => ({ ...group, events: group.events.filter(({ event }) => event in data) })).filter(
      (group) => group.events.length > 0,
    );
    if (groups.length === 0)
      return (
        <Card>
          <EmptyState title={t('notifications.preferences.empty')} description={t('notifications.preferences.emptyHint')} />
        </Card>
      );
    return (
      <Groups>
        {groups.map((group) => (
          <Card key={group.title} title={t(group.title)}>
            <Events>
              {group.events.map(({ event, label, hint }) => (
                <PreferenceRow
                  key={event}
                  label={t(label)}
                  hint={t(hint)}
                  channels={preferences.channelsOf(event)}
                  onToggle={(channel, on) => void preferences.toggle(event, channel, on, t(label))}
                />
              ))}
            </Events>
          </Card>
        ))}
      </Groups>
    );
  };

  return (
    <>
      <ScreenHeader description={t('notifications.preferences.description')} />
      {body()}
    </>
  );
}
