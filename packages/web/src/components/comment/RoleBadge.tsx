// Author badges of discussions and comments (hoj-ui): SPA for root, ADM for admins.
import { roleBadge } from '@judge/shared/schemas/comment';
import './comment.css';

export default function RoleBadge({ role }: { role: string | null | undefined }) {
  const badge = roleBadge(role);
  if (!badge) return null;
  return (
    <span
      className={badge === 'SPA' ? 'role-badge role-badge-spa' : 'role-badge role-badge-adm'}
      data-testid="role-badge"
    >
      {badge}
    </span>
  );
}

/** The user's title tag (set by an admin), in its colour. */
export function TitleTag({
  name,
  color,
}: {
  name: string | null | undefined;
  color: string | null | undefined;
}) {
  if (!name) return null;
  return (
    <span className="title-tag" style={{ background: color || '#909399' }}>
      {name}
    </span>
  );
}
