/** The group's avatar, or a tile with the first letters of its short name in the auth colour. */
export const AUTH_RGB: Record<number, string> = { 1: '103,194,58', 2: '230,162,60', 3: '245,108,108' };

export default function GroupAvatar({
  avatar,
  shortName,
  auth,
}: {
  avatar: string | null | undefined;
  shortName: string;
  auth: number;
}) {
  if (avatar) return <img className="group-avatar" src={avatar} alt={shortName} />;
  return (
    <div className="group-avatar-default" style={{ background: `rgb(${AUTH_RGB[auth] ?? AUTH_RGB[1]})` }}>
      {shortName.slice(0, 2).toUpperCase()}
    </div>
  );
}
