import { useState } from "react";
import type { FlaggedCluster, ResultsResponse } from "../../../common/committee-api";
import { clusterOrigin, dishName } from "./cluster-origin";
import { ClusterReviewDialog, type Decision, type Review } from "./cluster-review-dialog";
import { wibCompact } from "./format";
import { RecordTable, RowActionButton } from "./table-parts";
import { texts } from "./texts";

type Props = {
  /** Largest first, as the server sends them; undefined while loading. */
  clusters: FlaggedCluster[] | undefined;
  /** The console's ranking, which names the dishes; undefined when it could not be read. */
  ranking: ResultsResponse | undefined;
  canChange: boolean;
  onReviewed(): void;
};

/** "Suara tertandai": each cluster of flagged votes, and for admins the two decisions on it. */
export function FlaggedClusters({ clusters, ranking, canChange, onReviewed }: Props) {
  const [review, setReview] = useState<Review>();
  const [message, setMessage] = useState("");

  function done(decision: Decision, count: number) {
    setReview(undefined);
    setMessage(
      decision === "approve" ? texts.defences.approved(count) : texts.defences.invalidated(count),
    );
    onReviewed();
  }

  const open = (cluster: FlaggedCluster, decision: Decision) => {
    setMessage("");
    setReview({ cluster, decision });
  };

  return (
    <section className="console-card" aria-labelledby="tertandai">
      <h2 id="tertandai">{texts.defences.flaggedHeading}</h2>
      <p className="console-hint">{texts.defences.flaggedIntro}</p>
      <p className="console-message console-message--above" role="status">
        {message}
      </p>
      <RecordTable
        caption={texts.defences.flaggedCaption}
        columns={[
          texts.defences.origin,
          { label: texts.defences.count, className: "console-number" },
          texts.defences.firstAt,
          texts.defences.lastAt,
          texts.defences.dishes,
        ]}
        rows={clusters}
        keyOf={(cluster) => `${cluster.reason}:${cluster.key}`}
        cellsOf={(cluster) => (
          <>
            <th scope="row">{clusterOrigin(cluster)}</th>
            <td className="console-number">{cluster.count}</td>
            <td className="console-nowrap">{wibCompact(cluster.firstAt)}</td>
            <td className="console-nowrap">{wibCompact(cluster.lastAt)}</td>
            <td>
              <ul className="console-dish-counts">
                {cluster.dishes.map((dish) => (
                  <li key={`${dish.category}:${dish.food}`}>
                    {dishName(dish, ranking)} <span className="console-number">{dish.votes}</span>
                  </li>
                ))}
              </ul>
            </td>
          </>
        )}
        action={canChange && texts.defences.action}
        actionOf={(cluster) => (
          <div className="console-row-actions">
            {/* A duplicate address would count twice: it can only be invalidated. */}
            {cluster.reason !== "duplicate_address" && (
              <RowActionButton
                label={texts.defences.approve}
                rowId={clusterOrigin(cluster)}
                onClick={() => open(cluster, "approve")}
              />
            )}
            <RowActionButton
              label={texts.defences.invalidate}
              rowId={clusterOrigin(cluster)}
              quiet
              onClick={() => open(cluster, "invalidate")}
            />
          </div>
        )}
        none={texts.defences.noFlagged}
      />
      {canChange && (
        <ClusterReviewDialog review={review} onClose={() => setReview(undefined)} onDone={done} />
      )}
    </section>
  );
}
