import {
  CIRCULATION_SHARE,
  KITCHEN_BASE_SF,
  KITCHEN_SF_PER_SEAT,
  LARGE_CONFERENCE_ROOM_SF,
  LOAD_FACTOR,
  MEDIUM_CONFERENCE_ROOM_SF,
  OPEN_DESK_SF,
  PHONE_BOOTH_SF,
  PRIVATE_OFFICE_SF,
  RECEPTION_SF,
  SMALL_CONFERENCE_ROOM_SF,
  WORKSTATION_SF,
} from "../../../common/spaceCalculator";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The rules of thumb behind the numbers, read from the same constants the calculator uses. */
export function SpaceAllowances() {
  const rows: [string, string][] = [
    ["Private office (10 × 12 ft)", `${PRIVATE_OFFICE_SF} SF`],
    ["Open-plan desk", `${OPEN_DESK_SF} SF`],
    ["Workstation (mixed layout)", `${WORKSTATION_SF} SF`],
    ["Small conference room (4–6 people)", `${SMALL_CONFERENCE_ROOM_SF} SF`],
    ["Medium conference room (8–12 people)", `${MEDIUM_CONFERENCE_ROOM_SF} SF`],
    ["Large conference room (14–20 people)", `${LARGE_CONFERENCE_ROOM_SF} SF`],
    ["Phone booth", `${PHONE_BOOTH_SF} SF`],
    ["Kitchen", `${KITCHEN_BASE_SF} SF + ${KITCHEN_SF_PER_SEAT} SF a seat`],
    ["Reception", `${RECEPTION_SF} SF`],
    [
      "Circulation: open plan / mixed / private offices",
      `${percent(CIRCULATION_SHARE.OPEN_PLAN)} / ${percent(CIRCULATION_SHARE.MIXED)} / ${percent(CIRCULATION_SHARE.PRIVATE_OFFICES)} of the rooms and desks`,
    ],
    ["Load factor (usable to rentable)", `+${percent(LOAD_FACTOR)}`],
  ];
  return (
    <section className="tool-method" aria-labelledby="space-method-title">
      <h2 id="space-method-title" className="tool-page__section-title">
        How we calculate
      </h2>
      <p>
        Seats are your headcount plus the growth you expect, rounded up. Each room and desk gets the allowance
        below; circulation covers the aisles and corridors between them. That is the <strong>usable</strong>{" "}
        area, the space inside your walls. Landlords quote <strong>rentable</strong> area, which adds your
        share of the building's common areas. Rent is the rentable area times the neighbourhood's typical
        asking rent per square foot a year. These are planning figures: a broker's test fit of a real floor
        will differ.
      </p>
      <table className="tool-table">
        <caption className="visually-hidden">Space allowances</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Allowance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
