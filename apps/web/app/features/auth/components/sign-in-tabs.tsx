import { Link } from "react-router";
import "./sign-in-tabs.css";

export const SIGN_IN_TABS = { one: "Login", two: "Sign Up" } as const;
export type SignInTab = keyof typeof SIGN_IN_TABS;

/**
 * Login and Sign Up are two addresses (login/one, login/two), so they are links marked with
 * aria-current, not ARIA tabs: a screen reader hears "link, current page", and the back button
 * and a new tab work as on any link. Switching replaces the history entry, as the tabs did, and
 * keeps the query (where to go after signing in).
 */
export function SignInTabs({ current, query }: { current: SignInTab; query: string }) {
  return (
    <nav aria-label="Log in or sign up" className="sign-in-tabs">
      {(Object.keys(SIGN_IN_TABS) as SignInTab[]).map((tab) => (
        <Link
          key={tab}
          to={`/login/${tab}${query}`}
          replace
          className="sign-in-tabs__tab"
          aria-current={tab === current ? "page" : undefined}
        >
          {SIGN_IN_TABS[tab]}
        </Link>
      ))}
    </nav>
  );
}
