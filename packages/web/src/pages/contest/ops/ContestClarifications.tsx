// Clarifications tab (site.md §2; hoj-behaviour §5.6): the contest's comments, through the comment
// module (which applies the contest rules on the server). For the contest's admins the list is
// refreshed every 10 s and at once when a new clarification or reply is pushed on their channel.
import { Card } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { OPS_REFRESH_MS } from '@judge/shared/schemas/contest-ops';
import Comments from '../../../components/comment/Comments';
import { useContest } from '../../../components/contest/context';
import { useContestAdminNotices } from '../../../components/contest/useBoardEvents';
import { useInterval } from '../../../components/contest/useInterval';

export default function ContestClarifications() {
  const { cid, admin } = useContest();
  const qc = useQueryClient();
  // The comment list's own query (components/comment/Comments.tsx keys it by discussion and contest).
  const refresh = () => void qc.invalidateQueries({ queryKey: ['comments', null, cid] });
  useInterval(refresh, admin ? OPS_REFRESH_MS : null);
  useContestAdminNotices(cid, 'clarification', admin, refresh);
  return (
    <Card size="small" data-testid="contest-clarifications">
      <Comments cid={cid} contestAdmin={admin} />
    </Card>
  );
}
