import { ComingLater } from '../../components/ComingLater.tsx';

/** /monitor: the public wall-display monitor page, in a later issue. */
export default function Monitor() {
  return <ComingLater title="route.monitor" />;
}
