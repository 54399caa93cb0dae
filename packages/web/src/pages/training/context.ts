// What the training shell loaded, for its tabs: the training and whether the caller may enter it.
import { createContext, useContext } from 'react';
import type { TrainingVO } from '../../api/training';

export interface TrainingState {
  tid: number;
  /** `/training/:tid`, or `/group/:gid/training/:tid` for a group's training: the tabs link under it. */
  base: string;
  training: TrainingVO | undefined;
  /** Public, registered, or a training admin. */
  access: boolean;
  /** Reloads detail and access (after joining). */
  refresh: () => Promise<void>;
}

export const TrainingContext = createContext<TrainingState | null>(null);

export function useTraining(): TrainingState {
  const v = useContext(TrainingContext);
  if (!v) throw new Error('useTraining outside TrainingShell');
  return v;
}
