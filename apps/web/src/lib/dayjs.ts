import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { currentLanguage, i18n } from './i18n';

/**
 * dayjs in the UI language. Code that formats dates imports it from here, so the date library
 * loads with the pages that show dates, not with the first page (issue 13), and follows every
 * language switch of i18next.
 */
dayjs.locale(currentLanguage());
i18n.on('languageChanged', () => dayjs.locale(currentLanguage()));

export { dayjs };
