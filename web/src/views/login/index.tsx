import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../stores/user.ts';
import { SignIn } from './SignIn.tsx';

/** The sign-in form on the console's routes: where a sign-out or a refused session leads. */
export default function Login() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const login = useUserStore((state) => state.login);
  return <SignIn search={search} signIn={login} onSignedIn={(target) => navigate(target, { replace: true })} />;
}
