/**
 * The routing API every frontend uses, re-exported from react-router. Frontends import these from
 * @mall/shared-ui, never from react-router: the shared-ui singleton then carries the one router
 * copy of the page, tree-shaken to what we use (~⅓ of the whole package that a plain
 * react-router share would load on every first paint). See docs/adr/0002-router-through-shared-ui.md.
 */
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
