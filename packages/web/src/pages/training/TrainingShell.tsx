import { useParams } from 'react-router';
import TabShell from '../../components/TabShell';

/** Training shell (site.md §2): introduction, problem list, record list. */
export default function TrainingShell() {
  const { trainingID, groupID } = useParams();
  const base = groupID ? `/group/${groupID}/training/${trainingID}` : `/training/${trainingID}`;
  return (
    <TabShell
      base={base}
      aliases={{ problem: 'problems' }}
      tabs={[
        { key: '', label: 'Training_Introduction' },
        { key: 'problems', label: 'Problem_List' },
        { key: 'rank', label: 'Record_List' },
      ]}
    />
  );
}
