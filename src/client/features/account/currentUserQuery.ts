import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CurrentUser } from "./currentUserTypes";

/** Every current-user field of the spec; made at start-up and after sign-in. */
export const CurrentUserQuery: TypedDocumentNode<{ currentUser: CurrentUser | null }> = gql`
  query CurrentUserQuery {
    currentUser {
      id
      salesforceId
      email
      uuid
      firstName
      lastName
      phone
      e164Phone
      companyName
      displayName
      isRenter
      isBroker
      isVerified
      isAdmin
      isResearch
      hasPassword
      featureFlags
      profilePicURL
      confirmed
      unconfirmedEmail
      cityOfInterest
      brokerMarket {
        id
        name
        state
      }
      completedUserTasks {
        id
        task
      }
      marketOfInterest {
        id
        name
        position {
          lat
          lng
        }
      }
      tours {
        id
        date
      }
      latestCampaign {
        id
        uuid
        listings {
          id
        }
        surveys {
          id
          externalId
        }
        currentActiveRequirements {
          id
          neighborhoods {
            id
            name
          }
          minPsf
          maxPsf
          minSquareFeet
          maxSquareFeet
          minMonthlyBudget
          maxMonthlyBudget
          numberOfEmployees
          numEmployees
          activeSizeFilter
          activePriceFilter
          minOccupancy
          maxOccupancy
          leaseTerm
          areas
          market {
            id
            name
            state
          }
        }
      }
    }
  }
`;
