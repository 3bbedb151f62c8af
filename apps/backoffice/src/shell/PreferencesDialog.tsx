import {
  IconButton,
  LOCALES,
  Modal,
  ModalTrigger,
  Select,
  Switch,
  THEME_NAMES,
  type Direction,
  type Locale,
  type ThemeName,
} from '@retoma/ui';
import { useAtom, useAtomValue } from 'jotai';
import { SlidersHorizontal } from 'lucide-react';
import styled from 'styled-components';
import { localeAtom, safeLocaleAtom } from '../i18n';
import { useShellT, type ShellMessageKey } from './messages';
import { directionAtom, keyboardShortcutsAtom, themeNameAtom } from '../session/atoms';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const THEME_LABEL: Record<ThemeName, ShellMessageKey> = {
  light: 'shell.themeLight',
  dark: 'shell.themeDark',
  'semi-dark': 'shell.themeSemiDark',
};
const DIRECTION_LABEL: Record<Direction, ShellMessageKey> = { ltr: 'shell.directionLtr', rtl: 'shell.directionRtl' };
/** Language names are written in their own language, so anyone can find theirs. */
const LOCALE_LABEL: Record<Locale, string> = { pt: 'Português', en: 'English', de: 'Deutsch', fr: 'Français' };

/** Language, theme, text direction and the desk's one-key shortcuts: applied at once and remembered on this device. */
export function PreferencesDialog() {
  const t = useShellT();
  const locale = useAtomValue(safeLocaleAtom);
  const [, setLocale] = useAtom(localeAtom);
  const [themeName, setThemeName] = useAtom(themeNameAtom);
  const [direction, setDirection] = useAtom(directionAtom);
  const [shortcuts, setShortcuts] = useAtom(keyboardShortcutsAtom);
  return (
    <ModalTrigger>
      <IconButton aria-label={t('shell.preferences')} icon={<SlidersHorizontal aria-hidden size={18} />} />
      <Modal title={t('shell.preferences')} size="sm" closeLabel={t('shell.close')}>
        <Fields>
          <Select
            label={t('shell.language')}
            options={LOCALES.map((id) => ({ id, label: LOCALE_LABEL[id] }))}
            selectedKey={locale}
            onSelectionChange={(key) => setLocale(key as Locale)}
          />
          <Select
            label={t('shell.theme')}
            options={THEME_NAMES.map((id) => ({ id, label: t(THEME_LABEL[id]) }))}
            selectedKey={themeName}
            onSelectionChange={(key) => setThemeName(key as ThemeName)}
          />
          <Select
            label={t('shell.direction')}
            options={(['ltr', 'rtl'] as const).map((id) => ({ id, label: t(DIRECTION_LABEL[id]) }))}
            selectedKey={direction}
            onSelectionChange={(key) => setDirection(key as Direction)}
          />
          <Switch isSelected={shortcuts} onChange={setShortcuts} description={t('shell.shortcutsDescription')}>
            {t('shell.shortcuts')}
          </Switch>
        </Fields>
      </Modal>
    </ModalTrigger>
  );
}
