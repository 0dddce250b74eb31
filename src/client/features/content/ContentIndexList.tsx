import { Spinner } from "../../layout/Spinner";
import { Link } from "../../system/router/router";
import { useDeclaredQuery } from "../../system/screenData";
import { formatContentDate, readingTime } from "./contentFormat";
import { ContentIndexQuery, type ContentSummary } from "./contentIndexQuery";
import type { ContentSection } from "./contentPageQuery";

type Props = {
  section: ContentSection;
  /** h2 when the list stands alone, h3 under a section heading. */
  headingLevel: 2 | 3;
  /** Leaves this page out ("more from the blog" under a post). */
  exclude?: string;
  limit?: number;
};

/** The posts or guides of a section as cards; each title links to its page. */
export function ContentIndexList({ section, headingLevel, exclude, limit }: Props) {
  const { data, error, refetch } = useDeclaredQuery(ContentIndexQuery, { variables: { section } });
  if (!data) {
    if (error) {
      return (
        <p className="content-index__status" role="alert">
          The list could not be loaded.{" "}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      );
    }
    return <Spinner label="Loading…" />;
  }
  const items = data.contentIndex.filter((item) => item.path !== exclude).slice(0, limit);
  if (!items.length) return <p className="content-index__status">Nothing here yet — check back soon.</p>;
  return (
    <ul className="content-index">
      {items.map((item) => (
        <li key={item.path} className="content-index__item">
          <IndexCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function IndexCard({ item, headingLevel }: { item: ContentSummary; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="content-card">
      <Heading className="content-card__title">
        <Link to={item.path} className="content-card__link">
          {item.title}
        </Link>
      </Heading>
      <p className="content-card__description">{item.description}</p>
      <p className="content-card__meta">
        {item.date ? <time dateTime={item.date}>{formatContentDate(item.date)}</time> : null}
        {item.date ? <span aria-hidden="true"> · </span> : null}
        {readingTime(item.readingMinutes)}
      </p>
    </article>
  );
}
