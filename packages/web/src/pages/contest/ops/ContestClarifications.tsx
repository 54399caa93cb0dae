// Clarifications tab (site.md §2; hoj-behaviour §5.6): the contest's comments, through the comment
// module (which applies the contest rules on the server).
import { Card } from 'antd';
import Comments from '../../../components/comment/Comments';
import { useContest } from '../../../components/contest/context';

export default function ContestClarifications() {
  const { cid, admin } = useContest();
  return (
    <Card size="small" data-testid="contest-clarifications">
      <Comments cid={cid} contestAdmin={admin} />
    </Card>
  );
}
