#pragma once
// Learned weights of the SHOWGIT evaluation (pawn = 90 scale). eval_weights.cpp is written by
// the tuner (tests/tune/tune.cpp, docs/ai.md "Tuning the evaluation"); do not edit it by hand.
#include <cstdint>

#include "core/showgit/eval_features.h"

namespace regalia::showgit {

// One weight per feature of eval_features.h, from the owner's view.
extern const int16_t kEvalWeights[features::kCount];

// Multipliers (x/64) of the hand-made terms of eval.cpp, and the side-to-move bonus.
struct EvalScales {
  int king_safety, hand_danger, shelter, tempo;
};
extern const EvalScales kEvalScales;

}  // namespace regalia::showgit
