import { PRICE_PAIRS, type PriceState, sourceField } from "../../../common/listingFields/listingPrices";
import { useAppSelector } from "../../system/store/hooks";
import { LISTING_EDITS } from "./brokerEditFields";
import { recordKey, selectDataUpdates } from "./dataUpdatesSlice";
import { derivedField, derivedHint, livePrices } from "./derivedPrice";
import { EditableField, type RecordRef } from "./EditableField";

/**
 * The drawer's prices (issue 25): per pair (accurate, estimated) one input, the price model's figure,
 * with the other figure derived live under it from what is typed, the size and the model, exactly as
 * the save will store it. Typing a figure drops a pending edit of the pair's other figure.
 */
export function ListingPriceFields({ record, saved }: { record: RecordRef; saved: Record<string, unknown> }) {
  const pending = useAppSelector((s) => selectDataUpdates(s).records[recordKey(record)]?.fields) ?? {};
  const live = livePrices(saved as PriceState, pending);
  return (
    <>
      {PRICE_PAIRS.map((pair) => {
        const source = sourceField(pair, live.model);
        const def = LISTING_EDITS.find((d) => d.field === source);
        if (!def) return null;
        return (
          <EditableField
            key={pair.psf}
            record={record}
            def={{ ...def, hint: derivedHint(pair, live) }}
            saved={live.values[source]}
            clears={derivedField(pair, live.model)}
          />
        );
      })}
    </>
  );
}
