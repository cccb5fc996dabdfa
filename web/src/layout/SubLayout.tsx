import { Outlet } from 'react-router';

/** A nested '#' group: its children render in place (SPEC §2). */
export default function SubLayout() {
  return <Outlet />;
}
