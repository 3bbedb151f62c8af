import { useRouteText } from '../../../i18n';
import { useCanOpen } from '../../../platform/links';
import { findRoute } from '../../../platform/routing';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { SettingCard } from '../components/SettingCard';
import { HubGrid, HubGroup } from '../components/SettingsHub.styles';
import { HUB_GROUPS } from '../hubSections';
import { useSettingsT } from '../messages';

/**
 * `configuracoes/geral`: every setting the person may open, as cards grouped by subject. A card shows only with its
 * page's permission (the route table's), a group only with a card in it. The ticket settings need the same
 * permission as this page, so nobody who reaches it finds it empty.
 */
export default function SettingsHubScreen() {
  const t = useSettingsT();
  const routeText = useRouteText();
  const canOpen = useCanOpen();
  const groups = HUB_GROUPS.map((group) => ({
    ...group,
    sections: group.sections.flatMap((section) => {
      const route = findRoute(section.routeId);
      return route && canOpen(section.routeId) ? [{ ...section, title: routeText(route.title) }] : [];
    }),
  })).filter((group) => group.sections.length > 0);

  return (
    <>
      <ScreenHeader description={t('settings.hub.description')} />
      {groups.map((group) => (
        <HubGroup key={group.id} aria-labelledby={`settings-hub-${group.id}`}>
          <h2 id={`settings-hub-${group.id}`}>{t(group.title)}</h2>
          <HubGrid>
            {group.sections.map((section) => (
              <li key={section.routeId}>
                <SettingCard routeId={section.routeId} icon={section.icon} title={section.title} description={t(section.description)} />
              </li>
            ))}
          </HubGrid>
        </HubGroup>
      ))}
    </>
  );
}
