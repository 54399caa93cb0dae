// The site description of the footer and the login home. A fresh install stores the English
// default text, which zh-CN pages showed as is: the default (or an empty one) is shown in the
// reader's language instead; a description the admin wrote is shown as written.
import { DEFAULT_SITE_DESCRIPTION } from '@judge/shared/site';

export function siteDescription(description: string | null | undefined, t: (key: string) => string): string {
  const d = description?.trim() ?? '';
  return d === '' || d === DEFAULT_SITE_DESCRIPTION ? t('Site_Default_Description') : d;
}
