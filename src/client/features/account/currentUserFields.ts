import { gql } from "@apollo/client";

/**
 * Every current-user field of the spec (section 3). CurrentUserQuery and every mutation that signs
 * somebody in (signIn, createAccount, resetPassword) or changes them ask for exactly these, so the
 * store always holds the same shape.
 */
export const CURRENT_USER_FIELDS = gql`
  fragment CurrentUserFields on User {
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
`;
